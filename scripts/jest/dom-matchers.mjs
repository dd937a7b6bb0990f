// DOM matchers (toBeInTheDocument, toHaveTextContent, ...) on the `expect` of @jest/globals.
import '@testing-library/jest-dom/jest-globals';
