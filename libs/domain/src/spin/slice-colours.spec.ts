import { sliceColours } from './slice-colours';

describe('sliceColours', () => {
  it("keeps the server's plain colours", () => {
    expect(sliceColours({ bgColor: '#ffd700', textColor: 'rgb(0, 0, 0)' }, 0)).toEqual({ background: '#ffd700', text: 'rgb(0, 0, 0)' });
  });

  it("uses the wheel's own for anything else, alternating so neighbours differ", () => {
    const hostile = { bgColor: 'url(javascript:alert(1))', textColor: 'red; position: fixed' };
    const first = sliceColours(hostile, 0);
    const second = sliceColours(hostile, 1);
    expect(first.text).toBe('#ffffff');
    expect(first.background).not.toBe(second.background);
    expect(sliceColours({ bgColor: null, textColor: undefined }, 2)).toEqual(first);
  });
});
