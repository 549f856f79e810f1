import { writeFamilyIndexIfStale } from './familyIndexFile';

/** `npm run families -w @xr/rules`: rewrites src/familyIndex.ts when a family file was added or removed. */
console.log(writeFamilyIndexIfStale() ? 'familyIndex.ts written' : 'familyIndex.ts is up to date');
