// Issue 27 item 5: `/edi`, an EDI company's 834 files.
export { EdiPage as Component } from '../../features/edi/components/edi-page';
