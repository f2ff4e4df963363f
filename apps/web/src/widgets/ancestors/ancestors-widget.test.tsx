import { cleanup, screen } from '@testing-library/react';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarAncestorsFragment } from './ancestors.fragment.ts';
import { AncestorsWidget, type Ancestor } from './ancestors-widget.tsx';

afterEach(cleanup);

const ancestor = (id: string, title: string, hasParent: boolean) => ({
  id,
  title,
  webPath: `/groups/acme/-/epics/${id}`,
  hasParent,
});
/** The epic page hands the widget its fragment's data as the query returned it. */
const epic = (nodes: Ancestor[], hasParent: boolean) =>
  maskFragments([SidebarAncestorsFragment], { hasParent, ancestors: { nodes } });

describe('AncestorsWidget', () => {
  it('lists the readable ancestors top-most first', async () => {
    renderWidget(
      () => (
        <AncestorsWidget
          epic={epic([ancestor('1', 'Top', false), ancestor('2', 'Middle', true)], true)}
        />
      ),
      {},
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Top', 'Middle']);
    expect(screen.queryByText("You don't have permission to view this epic")).toBeNull();
  });

  it('says where an ancestor the viewer cannot read cuts the chain', async () => {
    renderWidget(() => <AncestorsWidget epic={epic([ancestor('2', 'Middle', true)], true)} />, {});
    expect(await screen.findByText("You don't have permission to view this epic")).toBeTruthy();
  });

  it('says so when the only parent is unreadable', async () => {
    renderWidget(() => <AncestorsWidget epic={epic([], true)} />, {});
    expect(await screen.findByText("You don't have permission to view this epic")).toBeTruthy();
  });
});
