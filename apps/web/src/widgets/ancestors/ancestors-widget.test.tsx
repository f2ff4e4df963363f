import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../shell/widget-test-kit.tsx';
import { AncestorsWidget } from './ancestors-widget.tsx';

afterEach(cleanup);

const ancestor = (id: string, title: string, hasParent: boolean) => ({
  id,
  title,
  webPath: `/groups/acme/-/epics/${id}`,
  hasParent,
});

describe('AncestorsWidget', () => {
  it('lists the readable ancestors top-most first', async () => {
    renderWidget(
      () => (
        <AncestorsWidget
          ancestors={[ancestor('1', 'Top', false), ancestor('2', 'Middle', true)]}
          hasParent
        />
      ),
      {},
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Top', 'Middle']);
    expect(screen.queryByText("You don't have permission to view this epic")).toBeNull();
  });

  it('says where an ancestor the viewer cannot read cuts the chain', async () => {
    renderWidget(
      () => <AncestorsWidget ancestors={[ancestor('2', 'Middle', true)]} hasParent />,
      {},
    );
    expect(await screen.findByText("You don't have permission to view this epic")).toBeTruthy();
  });

  it('says so when the only parent is unreadable', async () => {
    renderWidget(() => <AncestorsWidget ancestors={[]} hasParent />, {});
    expect(await screen.findByText("You don't have permission to view this epic")).toBeTruthy();
  });
});
