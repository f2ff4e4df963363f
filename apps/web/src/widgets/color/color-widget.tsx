import { Box, ColorSwatch, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { ensureSaved, SidebarWidget, useWidgetSave, type WidgetTarget } from '../shell/index.ts';
import { SidebarColorFragment } from './color.fragment.ts';
import { epicSetColorMutation } from './epic-set-color.mutation.ts';

export const SUGGESTED_COLORS = [
  { title: 'Blue', value: '#1068bf' },
  { title: 'Green', value: '#217645' },
  { title: 'Red', value: '#c91c00' },
  { title: 'Orange', value: '#9e5400' },
  { title: 'Purple', value: '#694cc0' },
] as const;

export const COLOR_ERROR = 'An error occurred while updating color.';
/** The colour read failure. */
export const COLOR_READ_ERROR = 'Error fetching epic color.';
export const COLOR_INVALID = 'Enter a colour as # and 6 hexadecimal digits, e.g. #FF0000';
const HEX = /^#[0-9a-f]{6}$/i;

const colorTitle = (color: string) =>
  SUGGESTED_COLORS.find((c) => c.value.toLowerCase() === color.toLowerCase())?.title ?? color;

/** An epic's colour: suggested swatches, the native colour input, or a typed #RRGGBB. */
export function ColorWidget({
  target,
  epic,
}: {
  target: WidgetTarget;
  /** The epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarColorFragment>;
}) {
  const client = useGraphqlClient();
  const color = readFragment(SidebarColorFragment, epic).color ?? null;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const { value, saving, save } = useWidgetSave(color ?? SUGGESTED_COLORS[0].value, {
    failure: COLOR_ERROR,
    save: async (next) => {
      const answer = await client.request(epicSetColorMutation, {
        groupPath: target.fullPath,
        iid: target.iid,
        color: next,
      });
      ensureSaved(answer.updateEpic);
    },
  });
  const trimmed = text.trim();
  const invalid = trimmed !== '' && !HEX.test(trimmed);
  const pick = (next: string) => {
    setEditing(false);
    setText('');
    if (next.toLowerCase() !== value.toLowerCase()) void save(next.toLowerCase());
  };
  return (
    <SidebarWidget
      title="Color"
      icon={<ColorSwatch color={value} size={16} />}
      summary={colorTitle(value)}
      editable={target.canUpdate}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      shortcut="color"
      closeText="Close"
      testId="color-widget"
      editor={
        <Box>
          <Group gap={6} role="group" aria-label="Suggested colors">
            {SUGGESTED_COLORS.map((c) => (
              <UnstyledButton
                key={c.value}
                aria-label={`${c.title} ${c.value}`}
                aria-pressed={c.value === value.toLowerCase()}
                onClick={() => pick(c.value)}
              >
                <ColorSwatch color={c.value} size={24} />
              </UnstyledButton>
            ))}
          </Group>
          <Group gap={6} mt={8} wrap="nowrap" align="flex-start">
            <input
              type="color"
              aria-label="Choose a color"
              value={HEX.test(trimmed) ? trimmed.toLowerCase() : value}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ width: 36, height: 30, padding: 0, border: 0 }}
            />
            <form
              style={{ flex: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (trimmed && !invalid) pick(trimmed);
              }}
            >
              <TextInput
                size="xs"
                aria-label="Custom color"
                placeholder="Use custom color #FF0000"
                value={text}
                error={invalid ? COLOR_INVALID : undefined}
                onChange={(event) => setText(event.currentTarget.value)}
              />
            </form>
          </Group>
        </Box>
      }
    >
      <Group gap={6}>
        <ColorSwatch color={value} size={16} />
        <Text size="sm">{colorTitle(value)}</Text>
      </Group>
    </SidebarWidget>
  );
}
