import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergePendingSchema } from '../../../scripts/pending-schema-merge.ts';

const contract = `
type Query { group(fullPath: ID!): Group }
type Group { id: ID! name: String! }
enum EpicState { opened closed }
input Timeframe { start: String! }
`;

describe('mergePendingSchema', () => {
  it('adds what the contract lacks and keeps the contract where both define something', () => {
    const pending = `
      type Group { id: ID! webPath: String! }
      extend type Group { name: String! epics: [Epic] }
      type Epic { iid: ID! }
      enum EpicState { all opened closed }
      input Timeframe { start: String! end: String! }
    `;
    const { sdl, superseded } = mergePendingSchema(contract, pending);
    const schema = buildSchema(sdl);
    const group = schema.getType('Group');
    expect(group && 'getFields' in group && Object.keys(group.getFields()).sort()).toEqual([
      'epics',
      'id',
      'name',
      'webPath',
    ]);
    expect(schema.getType('Epic')).toBeDefined();
    const state = schema.getType('EpicState');
    expect(state && 'getValues' in state && state.getValues().map((v) => v.name)).toEqual([
      'opened',
      'closed',
    ]);
    expect(superseded).toEqual(['Group.id', 'Group.name', 'EpicState', 'Timeframe.start']);
  });

  it('drops a pending type the contract fully provides', () => {
    const { sdl, superseded } = mergePendingSchema(contract, 'type Group { id: ID! }');
    expect(sdl.trim()).toBe(contract.trim());
    expect(superseded).toEqual(['Group.id', 'Group']);
  });
});
