import { ColorSwatch, Group, Paper, Text } from '@mantine/core';
import type { Suggestion } from './fetch-suggestions.ts';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The suggestions as an ARIA listbox; the textarea is its combobox (aria-activedescendant), so
 * focus stays in the text while arrows move the highlighted option.
 */
export function SuggestionList({
  id,
  label,
  suggestions,
  activeIndex,
  onPick,
}: {
  id: string;
  label: string;
  suggestions: Suggestion[];
  activeIndex: number;
  onPick: (index: number) => void;
}) {
  return (
    <Paper shadow="md" withBorder p={4} mt={4}>
      <ul
        id={id}
        role="listbox"
        aria-label={label}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {suggestions.map((s, index) => (
          <li
            key={s.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            // mousedown, not click: the textarea must keep focus (and its caret).
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(index);
            }}
            style={{
              padding: '4px 8px',
              cursor: 'pointer',
              borderRadius: 4,
              background: index === activeIndex ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group gap="xs" wrap="nowrap">
              {s.color ? <ColorSwatch color={s.color} size={12} aria-hidden /> : null}
              <Text size="sm" fw={500}>
                {s.label}
              </Text>
              {s.detail ? (
                <Text size="sm" c="gray.7">
                  {s.detail}
                </Text>
              ) : null}
            </Group>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
