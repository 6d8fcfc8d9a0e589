// The async boundary of Module Federation (ARCHITECTURE 2): shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
