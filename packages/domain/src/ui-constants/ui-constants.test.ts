import { describe, expect, it } from 'vitest';
import {
  DRAWER_WIDTH,
  NOTIFICATION_AUTO_HIDE_MS,
  RECONNECT_COUNTDOWN_SECONDS,
  STORE_BADGE_SIZES,
  TOOLTIP_ENTER_DELAY_MS,
  TOOLTIP_LEAVE_TOUCH_MS,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_TOUCH_DELAY_MS,
  TOP_BAR_HEIGHT,
} from './ui-constants.js';

describe('UI constants (spec §1, §9)', () => {
  it('have the spec values', () => {
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(4000);
    expect(RECONNECT_COUNTDOWN_SECONDS).toBe(15);
    expect(TOOLTIP_ENTER_DELAY_MS).toBe(100);
    expect(TOOLTIP_TOUCH_DELAY_MS).toBe(700);
    expect(TOOLTIP_LEAVE_TOUCH_MS).toBe(1500);
    expect(TOOLTIP_MAX_WIDTH).toBe(300);
    expect(DRAWER_WIDTH).toBe(176);
    expect(TOP_BAR_HEIGHT).toBe(56);
  });

  it('size the store badges 157x52 and 176x52', () => {
    expect(STORE_BADGE_SIZES).toEqual({ appStore: { width: 157, height: 52 }, googlePlay: { width: 176, height: 52 } });
  });
});
