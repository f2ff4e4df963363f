import { ActionIcon, Paper, Stack, Tooltip } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { SidebarCollapseContext, useCollapsedGutter } from './sidebar-collapse.ts';
import classes from './sidebar-layout.module.css';

/**
 * A detail page's body with its widget sidebar on the right. The sidebar collapses to a gutter
 * of widget icons (remembered; forced below md widths); a gutter icon expands it again.
 */
export function SidebarLayout({
  label,
  main,
  children,
}: {
  /** Accessible name of the sidebar, e.g. 'Issue details'. */
  label: string;
  main: ReactNode;
  children: ReactNode;
}) {
  const { collapsed, setCollapsed } = useCollapsedGutter();
  const context = useMemo(
    () => ({ collapsed, expand: () => setCollapsed(false) }),
    [collapsed, setCollapsed],
  );
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <div className={classes.layout}>
      <div className={classes.main}>{main}</div>
      <Paper
        component="aside"
        aria-label={label}
        withBorder
        radius="md"
        px={collapsed ? 4 : 'md'}
        py={4}
        className={classes.aside}
        data-collapsed={collapsed || undefined}
        data-testid="sidebar"
      >
        <Stack align={collapsed ? 'center' : 'flex-end'} py={4}>
          <Tooltip label={toggleLabel} position="left">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <IconChevronsLeft size={18} /> : <IconChevronsRight size={18} />}
            </ActionIcon>
          </Tooltip>
        </Stack>
        <SidebarCollapseContext.Provider value={context}>
          {children}
        </SidebarCollapseContext.Provider>
      </Paper>
    </div>
  );
}
