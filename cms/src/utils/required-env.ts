/** Secrets have no safe default: fail the boot with a message that says which one is missing. */
export const requireValue = <T>(name: string, value: T | undefined): T => {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    throw new Error(`Missing ${name}: set it in .env (npm start creates .env from .env.example with fresh secrets).`);
  }
  return value;
};
