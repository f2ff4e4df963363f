import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { TreeNode } from './tree-model.ts';

/** Remove: a confirmation naming the item. */
export function RemoveChildModal({
  node,
  parentTitle,
  onConfirm,
  onClose,
}: {
  node: TreeNode | null;
  parentTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={`Remove ${node?.kind ?? 'item'}?`}
      centered
    >
      {node ? (
        <Text size="sm">
          This will remove <strong>{node.item.title}</strong> ({node.item.reference}) from{' '}
          <strong>{parentTitle}</strong>.
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}

/** 'Move to…': choose a new parent among the loaded epics of the tree (the keyboard way to move). */
export function MoveToModal({
  node,
  targets,
  onMove,
  onClose,
}: {
  node: TreeNode | null;
  targets: { value: string; label: string }[];
  onMove: (parentId: string) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={node ? `Move ${node.item.title}` : 'Move'}
      centered
    >
      <Select
        label="New parent epic"
        data={targets}
        value={target}
        onChange={setTarget}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!target} onClick={() => target && onMove(target)}>
          Move
        </Button>
      </Group>
    </Modal>
  );
}
