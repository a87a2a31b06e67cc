import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './use-leave-warning';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('asks before the tab is closed only while uploads are unfinished', () => {
    const { rerender, unmount } = renderHook(({ unfinished }) => useLeaveWarning(unfinished), { initialProps: { unfinished: true } });
    expect(leave()).toBe(true);
    rerender({ unfinished: false });
    expect(leave()).toBe(false);
    rerender({ unfinished: true });
    unmount();
    expect(leave()).toBe(false);
  });
});
