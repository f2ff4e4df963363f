import { Kbd, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  effectiveShortcuts,
  isValidKeys,
  saveCustomKeys,
  SHORTCUT_GROUPS,
  SHORTCUTS,
} from '#web/lib/shortcuts/index.ts';

function Keys({ keys }: { keys: string }) {
  const parts = keys.split(' ');
  return (
    <span>
      {parts.map((key, i) => (
        <span key={i}>
          {i > 0 ? ' then ' : null}
          <Kbd>{key}</Kbd>
        </span>
      ))}
    </span>
  );
}

/** A customizable binding: type new keys ('e', 'g i'); empty restores the default. */
function KeysInput({
  id,
  keys,
  description,
  onSaved,
}: {
  id: string;
  keys: string;
  description: string;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(keys);
  const valid = value.trim() === '' || isValidKeys(value);
  return (
    <TextInput
      size="xs"
      w={90}
      aria-label={`Keys for ${description}`}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => {
        if (!valid) return;
        saveCustomKeys(id, value);
        onSaved();
      }}
      error={valid ? undefined : 'One or two keys, separated by a space'}
    />
  );
}

/** '?': the grouped shortcuts (lib/shortcuts/shortcut-list.ts); customizable ones can be rebound here (kept locally). */
export function ShortcutsHelpModal({
  opened,
  onClose,
  onChanged,
}: {
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [version, setVersion] = useState(0);
  const list = effectiveShortcuts();
  const saved = () => {
    setVersion((v) => v + 1);
    onChanged();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard shortcuts"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack key={version}>
        <Text size="sm" c="dimmed">
          Shortcuts never fire while you type in a text field. Marked keys can be changed; they are
          kept in this browser.
        </Text>
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group} aria-label={group}>
            <Title order={3} size="h5" mb={4}>
              {group}
            </Title>
            <Table>
              <Table.Tbody>
                {list
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td w={140}>
                        <Keys keys={s.keys} />
                      </Table.Td>
                      <Table.Td>{s.description}</Table.Td>
                      <Table.Td w={110}>
                        {SHORTCUTS.find((d) => d.id === s.id)?.customizable ? (
                          <KeysInput
                            id={s.id}
                            keys={s.keys}
                            description={s.description}
                            onSaved={saved}
                          />
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
