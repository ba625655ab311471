import { tokens } from '../../theme/tokens';

/** Where the banner sits: the four layouts the product offers. */
export const bannerLayouts = ['bar', 'boxLeft', 'boxRight', 'center'] as const;
export type BannerLayout = (typeof bannerLayouts)[number];

/** What a site owner may change. Nothing here can hide "Reddet" or pre-tick a category. */
export interface BannerLook {
  layout: BannerLayout;
  /** Brand colour (#rrggbb) of both choice buttons; their text colour follows for contrast. */
  color: string;
  /** Corner radius in px. */
  radius: number;
}

export const radiusRange = { min: 0, max: 24 } as const;

export const defaultLook: BannerLook = { layout: 'bar', color: tokens.color.brand, radius: 8 };
