// spec §2 and §9: drawer 176px wide, top bar 56px high.
export { DRAWER_WIDTH as DRAWER_WIDTH_PX, TOP_BAR_HEIGHT as TOP_BAR_HEIGHT_PX } from '@dental/domain';
