if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
}
