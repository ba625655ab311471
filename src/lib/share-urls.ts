/** Networks an article can be shared to, in display order. */
export const shareNetworks = ['linkedin', 'x', 'facebook'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/**
 * The share-dialog URL of a network for a page. LinkedIn and Facebook read the title from the
 * page's Open Graph tags and take only the URL; X takes the title as the post text.
 */
export function shareUrl(network: ShareNetwork, page: { url: string; title: string }): string {
  const url = encodeURIComponent(page.url);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${url}&text=${encodeURIComponent(page.title)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
