export { DiscussionSection } from './discussion-section.tsx';
export type { DiscussionSectionProps } from './discussion-section.tsx';
export type { StateAction } from './comment-composer.tsx';
