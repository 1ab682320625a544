export { GET } from '../../review/[token]/route';
