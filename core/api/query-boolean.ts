import { z } from 'zod';

// Query strings carry text: "true"/"false" (and 1/0) become booleans; anything else is a 400.
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
