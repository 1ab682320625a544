export { GET } from '../../booking/manage/[token]/route';
