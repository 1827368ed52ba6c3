import { describe, expect, it } from 'vitest';
import { initialCollapsed } from './sidebar-state';

describe('initialCollapsed', () => {
  it('is collapsed under 768 px and expanded from 768 px when nothing was chosen', () => {
    expect(initialCollapsed(null, 375)).toBe(true);
    expect(initialCollapsed(null, 767)).toBe(true);
    expect(initialCollapsed(null, 768)).toBe(false);
    expect(initialCollapsed(null, 1280)).toBe(false);
  });

  it('follows the remembered choice at any width', () => {
    expect(initialCollapsed('expanded', 375)).toBe(false);
    expect(initialCollapsed('collapsed', 1280)).toBe(true);
  });

  it('ignores an unknown stored value', () => {
    expect(initialCollapsed('sideways', 1280)).toBe(false);
  });
});
