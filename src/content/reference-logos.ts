import balsera from './logos/balsera.svg';
import kornelo from './logos/kornelo.svg';
import lidyam from './logos/lidyam.svg';
import merinox from './logos/merinox.svg';
import ostraya from './logos/ostraya.svg';
import pelvano from './logos/pelvano.svg';
import tunamik from './logos/tunamik.svg';
import vireta from './logos/vireta.svg';

/**
 * The eight reference logos, in display order: invented company marks drawn for this site (no
 * real brands). The name is the mark's wordmark and the image's text alternative.
 */
export const referenceLogos = [
  { id: 'vireta', name: 'Vireta', src: vireta },
  { id: 'kornelo', name: 'Kornelo', src: kornelo },
  { id: 'balsera', name: 'Balsera', src: balsera },
  { id: 'tunamik', name: 'Tunamik', src: tunamik },
  { id: 'ostraya', name: 'Ostraya', src: ostraya },
  { id: 'merinox', name: 'Merinox', src: merinox },
  { id: 'pelvano', name: 'Pelvano', src: pelvano },
  { id: 'lidyam', name: 'Lidyam', src: lidyam },
].map((logo) => ({ ...logo, width: 160, height: 48 }));
