/** The settings page's texts, our own (docs/decisions/issue-page.md). */
export const TEMPLATE_TEXTS = {
  title: 'Issue templates',
  projectIntro:
    "Description templates offered when creating or editing an issue in this project. The groups' templates above are inherited; a template here replaces an inherited one of the same name.",
  groupIntro:
    'Description templates offered in every project of this group and its subgroups. A project template of the same name replaces the group one.',
  add: 'Add template',
  saveChanges: 'Save changes',
  formLabel: 'Template',
  empty: 'No templates yet',
  emptyHint: 'Add one to offer it in the description of new issues.',
  inheritedTitle: 'Inherited templates',
  inheritedHint: 'Managed in the group they come from.',
  added: 'Template added.',
  saved: 'Template saved.',
  deleted: 'Template deleted.',
  saveFailed: 'Something went wrong while saving the template.',
  deleteFailed: 'Something went wrong while deleting the template.',
  deleteTitle: 'Delete template',
  deleteConfirm: (name: string) => `Are you sure you want to delete the "${name}" template?`,
} as const;
