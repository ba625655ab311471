import { checkEveryPageAt } from './support/page-accessibility';

checkEveryPageAt('mobile', 'others');
