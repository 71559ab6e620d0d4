/**
 * The bundled UI font (Inter, latin and latin-ext for č ć ž š đ), weights 400/600/700.
 * Import this file once from the app entry and from the Storybook preview.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-ext-700.css';
