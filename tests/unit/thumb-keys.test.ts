import { describe, expect, test } from 'vitest';
import { nextThumbValue } from '#ui/components/PriceSlider/thumb-keys';

const key = (name: string, modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });
// The lower thumb of 184–9424 lei, at 1000, the upper thumb at 5000.
const lower = { min: 184, max: 5000, span: 9424 - 184 };

describe('a price slider thumb’s keys (as react-aria stepped them)', () => {
  test('arrows step by one leu, Shift+arrows and Page keys by a tenth of the range', () => {
    expect(nextThumbValue(key('ArrowRight'), 1000, lower)).toBe(1001);
    expect(nextThumbValue(key('ArrowUp'), 1000, lower)).toBe(1001);
    expect(nextThumbValue(key('ArrowLeft'), 1000, lower)).toBe(999);
    expect(nextThumbValue(key('ArrowDown'), 1000, lower)).toBe(999);
    expect(nextThumbValue(key('PageUp'), 1000, lower)).toBe(1924);
    expect(nextThumbValue(key('ArrowRight', { shiftKey: true }), 1000, lower)).toBe(1924);
    expect(nextThumbValue(key('PageDown'), 1000, lower)).toBe(184);
  });

  test('Home and End go as far as the thumb may: the range’s end or the other thumb', () => {
    expect(nextThumbValue(key('Home'), 1000, lower)).toBe(184);
    expect(nextThumbValue(key('End'), 1000, lower)).toBe(5000);
    expect(nextThumbValue(key('PageUp'), 4900, lower)).toBe(5000);
  });

  test('other keys, and keys with Ctrl, Alt or Meta, are left to the browser', () => {
    expect(nextThumbValue(key('Tab'), 1000, lower)).toBeNull();
    expect(nextThumbValue(key('PageDown', { ctrlKey: true }), 1000, lower)).toBeNull();
    expect(nextThumbValue(key('ArrowLeft', { altKey: true }), 1000, lower)).toBeNull();
  });
});
