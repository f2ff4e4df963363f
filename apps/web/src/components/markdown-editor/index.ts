export { MarkdownEditor } from './markdown-editor.tsx';
export type { MarkdownEditorProps } from './markdown-editor.tsx';
export { applyFormat, insertText } from './formatting.ts';
export type { FormatKind, TextEdit } from './formatting.ts';
export { ATTACH_FAILED } from './use-attachments.ts';
export { NOTHING_TO_PREVIEW, PREVIEW_FAILED } from './markdown-preview.tsx';
export { useCsrfToken } from './use-csrf-token.ts';
