// The member navigation's icons, in their own chunk: the drawer draws a same-size blank until it loads, so
// the portal's entry stays inside issue 8's 180 KB budget of initial JavaScript.
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PriceCheckRounded from '@mui/icons-material/PriceCheckRounded';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';

export const NAV_ICONS = {
  help: HelpOutlineRounded,
  home: HomeOutlined,
  priceCheck: PriceCheckRounded,
  claim: ReceiptOutlined,
  receipts: ReceiptLongOutlined,
  estimates: RequestQuoteOutlined,
  plan: ShieldOutlined,
  shop: StorefrontOutlined,
};
export type NavIconName = keyof typeof NAV_ICONS;

export default function NavIcon({ name }: { name: NavIconName }) {
  const Icon = NAV_ICONS[name];
  return <Icon fontSize="small" />;
}
