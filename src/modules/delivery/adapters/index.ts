import { registerAdapter } from './adapter';
import { genericAdapter } from './generic/generic.adapter';
import { deliveryHeroAdapter } from './delivery-hero/delivery-hero.adapter';

/** Every platform adapter, registered once (one line per adapter). */
registerAdapter(genericAdapter);
registerAdapter(deliveryHeroAdapter);
