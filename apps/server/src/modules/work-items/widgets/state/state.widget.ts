import { refused } from '#server/lib/errors.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { epicStateInput, issueStateInput } from './state.input.ts';
import { stateNotes } from './state.notes.ts';

export const ALREADY_PROMOTED = 'Issue has already been promoted to an epic.';

/**
 * Open / closed: `stateEvent` close or reopen; a no-op event (closing a closed item) is none.
 * A promotion closes the issue and points it at its epic (GitLab's 'Closed (promoted)').
 */
export const stateWidget: Widget = {
  name: 'state',
  notes: stateNotes,
  graphqlInput: { epic: epicStateInput, issue: issueStateInput },
  liveKinds: (change) => (change.kind === 'state' ? ['state'] : []),
  async apply({ item, actorId, now }, input) {
    if (input.promotedToEpicId !== undefined) {
      if (item.promotedToEpicId) throw refused(409, ALREADY_PROMOTED);
      const closing = item.state !== 'closed';
      return {
        patch: {
          promotedToEpicId: input.promotedToEpicId,
          ...(closing ? { state: 'closed' as const, closedAt: now, closedById: actorId } : {}),
        },
        changes: [
          { kind: 'promoted', direction: 'to', otherId: input.promotedToEpicId },
          ...(closing ? [{ kind: 'state' as const, to: 'closed' as const }] : []),
        ],
      };
    }
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
