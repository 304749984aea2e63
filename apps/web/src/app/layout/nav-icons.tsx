import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MemoryOutlinedIcon from '@mui/icons-material/MemoryOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

/**
 * The sidebar's icons by name. Features name their icon in their route tables (`NavItem.icon`) and only
 * the signed-in frame and the dashboard import the components: the route tables are part of the entry
 * that loads before the login page, which the icons would otherwise ride in (docs/bundle-budget-and-first-load.md).
 */
export const NAV_ICONS = {
  AccountBalanceOutlined: AccountBalanceOutlinedIcon,
  AccountTreeOutlined: AccountTreeOutlinedIcon,
  AdminPanelSettingsOutlined: AdminPanelSettingsOutlinedIcon,
  BuildOutlined: BuildOutlinedIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  DashboardOutlined: DashboardOutlinedIcon,
  DirectionsBoatOutlined: DirectionsBoatOutlinedIcon,
  EventNoteOutlined: EventNoteOutlinedIcon,
  ExploreOutlined: ExploreOutlinedIcon,
  HandshakeOutlined: HandshakeOutlinedIcon,
  InsightsOutlined: InsightsOutlinedIcon,
  ListAltOutlined: ListAltOutlinedIcon,
  LocalGasStationOutlined: LocalGasStationOutlinedIcon,
  LocalShippingOutlined: LocalShippingOutlinedIcon,
  MapOutlined: MapOutlinedIcon,
  MemoryOutlined: MemoryOutlinedIcon,
  MenuBookOutlined: MenuBookOutlinedIcon,
  MoneyOffOutlined: MoneyOffOutlinedIcon,
  MoveToInboxOutlined: MoveToInboxOutlinedIcon,
  PaymentsOutlined: PaymentsOutlinedIcon,
  PeopleOutlined: PeopleOutlinedIcon,
  ReceiptOutlined: ReceiptOutlinedIcon,
  RequestQuoteOutlined: RequestQuoteOutlinedIcon,
  SavingsOutlined: SavingsOutlinedIcon,
  SettingsOutlined: SettingsOutlinedIcon,
  ShoppingCartOutlined: ShoppingCartOutlinedIcon,
  StorefrontOutlined: StorefrontOutlinedIcon,
  SupportAgentOutlined: SupportAgentOutlinedIcon,
  TableChartOutlined: TableChartOutlinedIcon,
  TimelineOutlined: TimelineOutlinedIcon,
  TuneOutlined: TuneOutlinedIcon,
  VerifiedOutlined: VerifiedOutlinedIcon,
} satisfies Record<string, ComponentType<SvgIconProps>>;

/** The name of a sidebar icon (a Material icon's export name). */
export type NavIconName = keyof typeof NAV_ICONS;

/** Draws the sidebar icon named `name`. */
export function NavIcon({ name, ...props }: { name: NavIconName } & SvgIconProps) {
  const Icon = NAV_ICONS[name];
  return <Icon {...props} />;
}
