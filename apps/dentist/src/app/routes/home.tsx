// Issue 16 item 1: the signed-in home (`/`): the practice's day.
export { HomePage as Component } from '../../features/home/components/home-page';
