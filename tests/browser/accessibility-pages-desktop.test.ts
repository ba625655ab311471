import { checkEveryPageAt } from './support/page-accessibility';

checkEveryPageAt('desktop', 'default');
