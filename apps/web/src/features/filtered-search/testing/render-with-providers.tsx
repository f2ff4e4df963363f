// Renders a component with what the filter bar needs: Mantine, the query cache and a GraphQL
// client whose answers the test supplies. jsdom lacks matchMedia and ResizeObserver; stubs here.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { GraphqlClientProvider, operationName } from '#web/lib/graphql/index.ts';

export function installDomStubs() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: NoopResizeObserver });
  }
  Element.prototype.scrollIntoView ??= () => {};
}

/** Answers GraphQL operations by name; an answer that is an Error makes the request fail. */
export type GraphqlAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

export function fakeGraphqlClient(
  answers: GraphqlAnswers,
  calls: { name: string; variables: unknown }[] = [],
): GraphqlClient {
  return {
    async request(document, variables) {
      const name = operationName(document) ?? '';
      calls.push({ name, variables });
      const answer = answers[name];
      if (!answer) throw new Error(`No answer for ${name}`);
      const result = answer(variables as Record<string, unknown>);
      if (result instanceof Error) throw result;
      return result as never;
    },
  };
}

export function renderWithProviders(ui: ReactElement, client: GraphqlClient) {
  installDomStubs();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <GraphqlClientProvider client={client}>{ui}</GraphqlClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
