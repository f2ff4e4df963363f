import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * GitLab's "Set estimate" popover of the work item sidebar: a duration as people write it
 * (`3h 30m`), Save and Cancel, and "Remove estimate" once there is one. `onSave` answers whether
 * the server took it: a refused duration keeps the popover open with what was typed.
 */
export function EstimateControl({
  estimate,
  humanEstimate,
  onSave,
}: {
  estimate: number;
  humanEstimate: string;
  onSave: (timeEstimate: string | null) => Promise<boolean>;
}) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const open = () => {
    setText(estimate ? humanEstimate : '');
    setOpened(true);
  };
  const save = async (value: string | null) => {
    if (await onSave(value)) setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withArrow>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => (opened ? setOpened(false) : open())}
        >
          Set estimate
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          aria-label="Set time estimate"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void save(text.trim());
          }}
          onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
        >
          <Stack gap={6}>
            <TextInput
              size="xs"
              label="Estimate"
              placeholder="Example: 3h 30m"
              description="Format: 1w 2d 3h 30m"
              data-autofocus
              required
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button size="compact-xs" type="submit">
                Save
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              {estimate ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void save(null)}
                >
                  Remove estimate
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
