"""The optimization ladder: each configuration started, checked and measured on one workload."""
