import { act, cleanup, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { IssueStatusBadge } from './issue-status-badge.tsx';
import { IssueStickyHeader } from './issue-sticky-header.tsx';

const graphql: GraphqlClient = { request: vi.fn() as never };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IssueStatusBadge', () => {
  it("reads 'Open' for opened and 'Closed' for closed issues", async () => {
    renderInApp(
      () => (
        <>
          <IssueStatusBadge state="opened" />
          <IssueStatusBadge state="closed" />
        </>
      ),
      { graphql },
    );
    const badges = await screen.findAllByTestId('state-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['Open', 'Closed']);
  });

  it("links where a closed issue went: 'Closed (duplicated)'", async () => {
    renderInApp(
      () => (
        <IssueStatusBadge
          state="closed"
          closedAs={{ kind: 'duplicated', webPath: '/acme/web/-/issues/3' }}
        />
      ),
      { graphql },
    );
    const badge = await screen.findByTestId('state-badge');
    expect(badge.textContent).toBe('Closed (duplicated)');
    expect(screen.getByRole('link', { name: 'duplicated' }).getAttribute('href')).toBe(
      '/acme/web/-/issues/3',
    );
  });
});

describe('IssueStickyHeader', () => {
  it('appears once the header has scrolled above the viewport, and goes when it is back', async () => {
    let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = (entry) => callback([entry]);
        }
        observe() {}
        disconnect() {}
      },
    );
    function Host() {
      const ref = useRef<HTMLDivElement>(null);
      return (
        <div ref={ref}>
          <p>Page</p>
          <IssueStickyHeader titleRef={ref} status={<span>Open</span>} title="Fix login" />
        </div>
      );
    }
    renderInApp(() => <Host />, { graphql });
    await screen.findByText('Page');
    expect(screen.queryByTestId('issue-sticky-header')).toBeNull();
    act(() => report({ isIntersecting: false, boundingClientRect: { top: -80 } as DOMRect }));
    expect(screen.getByTestId('issue-sticky-header').textContent).toBe('OpenFix login');
    act(() => report({ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRect }));
    expect(screen.queryByTestId('issue-sticky-header')).toBeNull();
  });
});
