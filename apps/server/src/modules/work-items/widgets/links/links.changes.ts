/** The links folder's change kind, declared into the shared contract. */

declare module '../../activity/changes.ts' {
  interface WidgetChanges {
    link: {
      action: 'added' | 'removed';
      linkType: 'relates_to' | 'blocks' | 'is_blocked_by';
      otherId: number;
    };
  }
}

export {};
