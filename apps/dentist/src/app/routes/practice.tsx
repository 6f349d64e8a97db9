// Issue 16 item 2: `/practice`.
export { PracticePage as Component } from '../../features/practice/components/practice-page';
