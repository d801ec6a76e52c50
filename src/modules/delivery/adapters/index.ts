import { registerAdapter } from './adapter';
import { genericAdapter } from './generic/generic.adapter';

/** Every platform adapter, registered once (one line per adapter). */
registerAdapter(genericAdapter);
