import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import type { WidgetTarget } from './widget-target.ts';

type Vars = Record<string, unknown>;
export type Handlers = Record<string, (vars: Vars) => unknown>;

/** Widget tests: a fake GraphQL client answering by operation name, recording each call. */
export function renderWidget(ui: () => ReactElement, handlers: Handlers) {
  const calls: { name: string; vars: Vars }[] = [];
  const graphql: GraphqlClient = {
    request: vi.fn(async (document, vars) => {
      const name = operationName(document as never) ?? '';
      calls.push({ name, vars: vars as Vars });
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected ${name}`);
      return handler(vars as Vars);
    }) as GraphqlClient['request'],
  };
  return { ...renderInApp(ui, { graphql }), calls };
}

export const issueTarget = (overrides: Partial<WidgetTarget> = {}): WidgetTarget => ({
  type: 'issue',
  id: 'gid://cairn/Issue/9',
  iid: '7',
  fullPath: 'acme/web',
  canUpdate: true,
  signedIn: true,
  ...overrides,
});

export const epicTarget = (overrides: Partial<WidgetTarget> = {}): WidgetTarget => ({
  type: 'epic',
  id: 'gid://cairn/Epic/3',
  iid: '3',
  fullPath: 'acme',
  canUpdate: true,
  signedIn: true,
  ...overrides,
});
