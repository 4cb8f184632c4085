import { z } from 'zod';

const Env = z.object({
  VITE_API_BASE: z.string().min(1).default('/v1'),
});

const env = Env.parse(import.meta.env);

export const config = {
  apiBase: env.VITE_API_BASE,
};
