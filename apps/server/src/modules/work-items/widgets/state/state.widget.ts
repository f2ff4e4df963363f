import type { Widget } from '../../core/widget.ts';

/** Open / closed: `stateEvent` close or reopen; a no-op event (closing a closed item) is none. */
export const stateWidget: Widget = {
  name: 'state',
  async apply({ item, actorId, now }, input) {
    if (input.stateEvent === 'close' && item.state !== 'closed') {
      return {
        patch: { state: 'closed', closedAt: now, closedById: actorId },
        changes: [{ kind: 'state', to: 'closed' }],
      };
    }
    if (input.stateEvent === 'reopen' && item.state !== 'opened') {
      return {
        patch: { state: 'opened', closedAt: null, closedById: null },
        changes: [{ kind: 'state', to: 'reopened' }],
      };
    }
    return null;
  },
};
