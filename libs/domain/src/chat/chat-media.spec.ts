import { chatMediaAddress, isWholeAddress } from './chat-media';

const UNSAFE = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)'];

describe('chatMediaAddress', () => {
  it('url false: a path on the API, resolved against the API base, not the site', () => {
    expect(chatMediaAddress({ url: false, filePath: '/api/assets/uploads/chat/a.png' }, 'https://api.example')).toBe('https://api.example/api/assets/uploads/chat/a.png');
    expect(chatMediaAddress({ url: false, filePath: 'uploads/a.png' }, 'https://api.example/')).toBe('https://api.example/uploads/a.png');
  });

  it('url false on a same-origin build: the path as it is', () => {
    expect(chatMediaAddress({ url: false, filePath: '/api/assets/a.png' }, '')).toBe('/api/assets/a.png');
  });

  it('a backend that leaves the flag out is read as a path on the API', () => {
    expect(chatMediaAddress({ filePath: '/api/assets/a.png' }, 'https://api.example')).toBe('https://api.example/api/assets/a.png');
  });

  it('url true: the address as given', () => {
    expect(chatMediaAddress({ url: true, filePath: 'https://cdn.example/a.png' }, 'https://api.example')).toBe('https://cdn.example/a.png');
    expect(chatMediaAddress({ url: true, filePath: '/api/assets/a.png' }, 'https://api.example')).toBe('/api/assets/a.png');
  });

  it.each(UNSAFE)('refuses %j whatever the flag says', (filePath) => {
    expect(chatMediaAddress({ url: true, filePath }, '')).toBeNull();
    expect(chatMediaAddress({ url: false, filePath }, 'https://api.example')).toBeNull();
    expect(chatMediaAddress({ filePath }, '')).toBeNull();
  });

  it('refuses a missing or protocol-relative path', () => {
    expect(chatMediaAddress({ url: false }, '')).toBeNull();
    expect(chatMediaAddress({ url: true, filePath: '//evil.example/a.png' }, '')).toBeNull();
    expect(chatMediaAddress({ url: false, filePath: '//evil.example/a.png' }, 'https://api.example')).toBeNull();
  });
});

describe('isWholeAddress', () => {
  it('tells an uploaded file’s address from a path on the API', () => {
    expect(isWholeAddress('https://cdn.example/a.png')).toBe(true);
    expect(isWholeAddress('HTTP://cdn.example/a.png')).toBe(true);
    expect(isWholeAddress('/api/assets/uploads/chat/a.png')).toBe(false);
    expect(isWholeAddress('uploads/a.png')).toBe(false);
  });
});
