import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

/** Home feature cards in order (spec section 1); copy in `home:features.items.<id>`. */
export const featureItems = [
  { id: 'categories', icon: CategoryOutlined },
  { id: 'blocking', icon: BlockOutlined },
  { id: 'logs', icon: FactCheckOutlined },
  { id: 'tagManager', icon: LocalOfferOutlined },
  { id: 'multiSite', icon: HubOutlined },
  { id: 'banner', icon: TuneOutlined },
] as const;

/** KVKK benefits in order; copy in `home:benefits.items.<id>`. */
export const benefitItems = [
  { id: 'risk', icon: GavelOutlined },
  { id: 'proof', icon: VerifiedUserOutlined },
  { id: 'trust', icon: HandshakeOutlined },
  { id: 'data', icon: InsightsOutlined },
] as const;
