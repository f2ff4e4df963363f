interface OfferedTemplate {
  name: string;
  inherited: boolean;
  sourceName: string;
}

interface OptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The dropdown's option groups: the project's own templates under its name, then each group's
 * inherited ones under the group's name, in the server's order (nearest first). The server
 * offers a name once, so the name is the option's value.
 */
export function templateOptions(
  projectName: string,
  templates: readonly OfferedTemplate[],
): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const t of templates) {
    const label = t.inherited ? t.sourceName : projectName;
    let group = groups.find((g) => g.group === label);
    if (!group) {
      group = { group: label, items: [] };
      groups.push(group);
    }
    group.items.push({ value: t.name, label: t.name });
  }
  return groups;
}
