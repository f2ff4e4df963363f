import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { epicTarget, issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { ParticipantsWidget } from './participants-widget.tsx';

afterEach(cleanup);

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `u${i}`,
    name: `Person ${i}`,
    username: `p${i}`,
    avatarUrl: null,
    webPath: `/p${i}`,
  }));

const issueAnswer = (n: number) => () => ({
  project: { id: 'p', issue: { id: 'i', participants: { nodes: people(n) } } },
});

describe('ParticipantsWidget', () => {
  it("reads the issue's participants: the count and the first 8, then + N more / - show less", async () => {
    const { calls } = renderWidget(() => <ParticipantsWidget target={issueTarget()} />, {
      IssueParticipants: issueAnswer(11),
    });
    expect(await screen.findByText('11 Participants')).toBeTruthy();
    expect(calls).toEqual([
      { name: 'IssueParticipants', vars: { fullPath: 'acme/web', iid: '7' } },
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '+ 3 more' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: '- show less' }));
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('says Participant for one and has no toggle up to 8', async () => {
    renderWidget(() => <ParticipantsWidget target={issueTarget()} />, {
      IssueParticipants: issueAnswer(1),
    });
    expect(await screen.findByText('1 Participant')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it("reads an epic's participants by group path and iid", async () => {
    const { calls } = renderWidget(() => <ParticipantsWidget target={epicTarget()} />, {
      EpicParticipants: () => ({
        group: { id: 'g', epic: { id: 'e', participants: { nodes: people(2) } } },
      }),
    });
    expect(await screen.findByText('2 Participants')).toBeTruthy();
    expect(calls).toEqual([{ name: 'EpicParticipants', vars: { fullPath: 'acme', iid: '3' } }]);
  });

  it.each([
    ['issue', issueTarget(), 'IssueParticipants', 'An error occurred while fetching participants'],
    ['epic', epicTarget(), 'EpicParticipants', 'There was an error getting the epic participants.'],
  ])(
    'shows the %s read-failure text when the participants cannot be read',
    async (_type, target, query, text) => {
      renderWidget(() => <ParticipantsWidget target={target} />, {
        [query]: () => {
          throw new Error('boom');
        },
      });
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );
});
