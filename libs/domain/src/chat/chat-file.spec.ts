import fc from 'fast-check';
import { chatFileKind, chatFileLimitMb, validateChatFile } from './chat-file';

const MB = 1024 * 1024;

describe('chatFileKind', () => {
  it('knows images and videos by extension, case-insensitively', () => {
    for (const name of ['a.png', 'a.jpeg', 'a.jpg', 'a.gif', 'A.PNG', 'photo.final.JPG']) expect(chatFileKind(name)).toBe('image');
    for (const name of ['a.mov', 'a.mp4', 'CLIP.MP4']) expect(chatFileKind(name)).toBe('video');
  });

  it('gives null without an allowed extension', () => {
    for (const name of ['png', 'a.', 'a.pdf', 'a.webp', 'a.png.exe', '']) expect(chatFileKind(name)).toBeNull();
  });
});

describe('chatFileLimitMb', () => {
  it('is 10 MB for images and 20 MB for videos', () => {
    expect(chatFileLimitMb('a.gif')).toBe(10);
    expect(chatFileLimitMb('a.mov')).toBe(20);
    expect(chatFileLimitMb('a.txt')).toBeNull();
  });
});

describe('validateChatFile (spec §5)', () => {
  it("refuses files without an allowed extension: 'File is not supported'", () => {
    expect(validateChatFile({ name: 'README', size: 1 })).toBe('chat:alert.fileNotSupported');
    expect(validateChatFile({ name: 'doc.pdf', size: 1 })).toBe('chat:alert.fileNotSupported');
  });

  it('allows images up to 10 MB inclusive', () => {
    expect(validateChatFile({ name: 'a.png', size: 10 * MB })).toBeNull();
    expect(validateChatFile({ name: 'a.png', size: 10 * MB + 1 })).toBe('chat:alert.fileTooLarge');
  });

  it('allows videos up to 20 MB inclusive', () => {
    expect(validateChatFile({ name: 'a.mp4', size: 20 * MB })).toBeNull();
    expect(validateChatFile({ name: 'a.mp4', size: 20 * MB + 1 })).toBe('chat:alert.fileTooLarge');
  });

  it('counts a size that is not a number as too large', () => {
    expect(validateChatFile({ name: 'a.jpg', size: NaN })).toBe('chat:alert.fileTooLarge');
  });

  it('accepts exactly the sizes within the kind limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('x.png', 'x.jpeg', 'x.jpg', 'x.gif', 'x.mov', 'x.mp4'), fc.integer({ min: 0, max: 30 * MB }), (name, size) => {
        const limit = (chatFileKind(name) === 'image' ? 10 : 20) * MB;
        expect(validateChatFile({ name, size })).toBe(size <= limit ? null : 'chat:alert.fileTooLarge');
      }),
    );
  });
});
