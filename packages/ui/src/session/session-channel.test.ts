import { describe, expect, it, vi } from 'vitest';
import { createSessionChannel } from './session-channel';
import type { SessionMessage } from './session-types';

describe('createSessionChannel (spec §4)', () => {
  it('carries session events between the tabs of one portal only', async () => {
    const memberTab = createSessionChannel('member');
    const otherMemberTab = createSessionChannel('member');
    const adminTab = createSessionChannel('admin');
    const received = vi.fn<(m: SessionMessage) => void>();
    const adminReceived = vi.fn<(m: SessionMessage) => void>();
    const stop = otherMemberTab.subscribe(received);
    const stopAdmin = adminTab.subscribe(adminReceived);
    memberTab.post({ type: 'auto-logout' });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ type: 'auto-logout' }));
    expect(adminReceived).not.toHaveBeenCalled();
    stop();
    stopAdmin();
  });
});
