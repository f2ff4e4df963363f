// Merges the web app's pending schema (fields the server does not emit yet) over the committed
// contract. The contract always wins: pending types and fields the server now emits are dropped,
// and a pending type the contract already has only contributes the fields it lacks.
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
} from 'graphql';

type FieldLike = FieldDefinitionNode | InputValueDefinitionNode;

export interface MergeResult {
  sdl: string;
  /** Pending entries the contract now provides ("Type" or "Type.field"); safe to delete. */
  superseded: string[];
}

function contractFields(contract: DocumentNode): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  for (const def of contract.definitions) {
    if (!('name' in def) || !def.name) continue;
    const fields = types.get(def.name.value) ?? new Set<string>();
    if ('fields' in def && def.fields) for (const f of def.fields) fields.add(f.name.value);
    types.set(def.name.value, fields);
  }
  return types;
}

function missingFields(
  fields: readonly FieldLike[] | undefined,
  known: Set<string>,
  typeName: string,
  superseded: string[],
): FieldLike[] {
  return (fields ?? []).filter((field) => {
    if (!known.has(field.name.value)) return true;
    superseded.push(`${typeName}.${field.name.value}`);
    return false;
  });
}

export function mergePendingSchema(contractSdl: string, pendingSdl: string): MergeResult {
  const contract = parse(contractSdl);
  const known = contractFields(contract);
  const superseded: string[] = [];
  const kept: DefinitionNode[] = [];

  for (const def of parse(pendingSdl).definitions) {
    const name = 'name' in def && def.name ? def.name.value : undefined;
    const existing = name ? known.get(name) : undefined;
    switch (def.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_EXTENSION: {
        if (!existing || !name) {
          kept.push(def);
          break;
        }
        const fields = missingFields(
          def.fields,
          existing,
          name,
          superseded,
        ) as FieldDefinitionNode[];
        if (fields.length === 0) {
          if (
            def.kind === Kind.OBJECT_TYPE_DEFINITION ||
            def.kind === Kind.INTERFACE_TYPE_DEFINITION
          )
            superseded.push(name);
          break;
        }
        const isInterface =
          def.kind === Kind.INTERFACE_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_EXTENSION;
        kept.push({
          kind: isInterface ? Kind.INTERFACE_TYPE_EXTENSION : Kind.OBJECT_TYPE_EXTENSION,
          name: def.name,
          fields,
        });
        break;
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
        if (!existing || !name) {
          kept.push(def);
          break;
        }
        const fields = missingFields(
          def.fields,
          existing,
          name,
          superseded,
        ) as InputValueDefinitionNode[];
        if (fields.length === 0) {
          if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) superseded.push(name);
          break;
        }
        kept.push({ kind: Kind.INPUT_OBJECT_TYPE_EXTENSION, name: def.name, fields });
        break;
      }
      default:
        // Enums, scalars and unions the contract has are the contract's.
        if (existing && name) superseded.push(name);
        else kept.push(def);
    }
  }

  const merged: DocumentNode = { kind: Kind.DOCUMENT, definitions: kept };
  return { sdl: `${contractSdl}\n${kept.length ? print(merged) : ''}`, superseded };
}
